# The rules core must stay free of SDL and of file or console I/O (STYLE.md).
add_test(NAME repo_core_purity COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/check_core_purity.sh ${PROJECT_SOURCE_DIR})
# The client's folders include only the layers beneath them (docs/architecture.md).
add_test(NAME repo_client_layers COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/check_client_layers.sh ${PROJECT_SOURCE_DIR})
# No source file over 900 lines: split by what it does.
add_test(NAME repo_file_sizes COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/check_file_sizes.sh ${PROJECT_SOURCE_DIR})
# Every message of the tree is translated in po/fr.po and po/es.po, which pass
# msgfmt --check (po/update.sh refreshes them; docs/translating.md).
add_test(NAME repo_translations COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/check_translations.sh ${PROJECT_SOURCE_DIR})
# The loaders walk each JSON array once (issue #20): no cJSON_GetArrayItem or
# cJSON_GetArraySize in src/data.
add_test(NAME repo_data_linear COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/check_data_linear.sh ${PROJECT_SOURCE_DIR})
# No two files call each other (issue 36): the rings of files, found from the
# built objects' symbols, at most six, none across folders nor in the core, the
# computer players, the network, the shell, the area map or the board, each
# named in docs/architecture.md ("Rings that remain").
# The checks above read only the source tree: the same in any build, so
# tests/run.sh runs them once, in the sanitizer pass (label "source").
set_tests_properties(repo_core_purity repo_client_layers repo_file_sizes repo_translations repo_data_linear
                     PROPERTIES LABELS source)
find_package(Python3 COMPONENTS Interpreter REQUIRED)
add_test(NAME repo_rings COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/check_rings.py ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR})
