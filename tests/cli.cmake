# skirmish-cli's command-line contracts, exact output and exit status.
add_test(NAME cli_contract COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/cli_contract.sh $<TARGET_FILE:skirmish-cli>
                                   ${CMAKE_CURRENT_SOURCE_DIR}/data/cli)
# skirmish-cli in French and Spanish: the help, usage errors and stderr messages
# translated, stdout and exit status byte-identical to the English run.
add_test(NAME cli_i18n COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/cli_i18n.sh $<TARGET_FILE:skirmish-cli>
                               ${CMAKE_CURRENT_SOURCE_DIR}/data ${PROJECT_BINARY_DIR}/locale ${PROJECT_SOURCE_DIR}/po)
# skirmish-cli scenario check: the shipped scenarios valid, each kind of invalid
# file refused with exit 2 naming the file and the key.
add_test(NAME cli_scenario COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/scenario_contract.sh $<TARGET_FILE:skirmish-cli>
                                   ${PROJECT_SOURCE_DIR})
