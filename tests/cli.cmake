# skirmish-cli's command-line contracts, exact output and exit status.
add_test(NAME cli_contract COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/cli_contract.sh $<TARGET_FILE:skirmish-cli>
                                   ${CMAKE_CURRENT_SOURCE_DIR}/data/cli)
