# The rules core must stay free of SDL and of file or console I/O (STYLE.md).
add_test(NAME repo_core_purity COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/check_core_purity.sh ${PROJECT_SOURCE_DIR})
