# Hardening (issue #11): a regression test per finding, the fault tests (full
# disk, read-only directories, kill -9 during saves, two processes saving at
# once) and small CLI checks. The fuzz harnesses are built apart, with clang, by
# tests/fuzz/smoke.sh (see docs/testing.md).
sk_add_test(test_hard_findings test_hard_findings.c data_test_util.c)
sk_add_test(test_hard_faults test_hard_faults.c data_test_util.c)
# Issue #20: a regression test per finding in the data layer and the cores.
sk_add_test(test_hard_round2 test_hard_round2.c data_test_util.c)
target_link_libraries(test_hard_round2 PRIVATE skirmish_data_trts skirmish_data_campaign)
# Runs as root in CI (it mounts small tmpfs file systems then); RUN_SERIAL so the
# mount and the two writer processes do not compete with other tests.
set_tests_properties(test_hard_faults PROPERTIES RUN_SERIAL TRUE)

# skirmish-cli: a value too large for any integer is a usage error, not a crash
# (the sanitizer build aborts on signed overflow).
add_test(NAME cli_hard_numbers COMMAND sh -c "
    for args in 'conquest-map --grid 3 3 --remove 99999999999999999999' \
                'conquest-map --grid 3 3 --remove 1.9999' \
                'conquest-map --grid 99999999999999999999 3'; do
        \"$1\" $args >/dev/null 2>\"$2\"; status=$?
        if [ $status -eq 0 ] || [ $status -ge 128 ] || grep -q 'runtime error' \"$2\"; then
            echo \"FAIL: skirmish-cli $args: status $status\"; cat \"$2\"; exit 1
        fi
    done
    echo 'cli_hard_numbers: passed'" sh $<TARGET_FILE:skirmish-cli> ${CMAKE_CURRENT_BINARY_DIR}/tmp/cli_hard_numbers.err)

# The largest file each loader accepts loads in well under a second (issue #20):
# a benchmark with a generous bound, so only in optimised builds without the
# sanitizers (tests/run.sh's Release pass).
if(NOT SKIRMISH_SANITIZE AND NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
    sk_add_test(test_data_large test_data_large.c data_test_util.c)
    target_link_libraries(test_data_large PRIVATE skirmish_data_trts skirmish_data_campaign)
    # Not RUN_SERIAL: its bound is relative to a parse timed just before in the
    # same conditions, so a test beside it slows both alike, and a serial run
    # left the other core idle for its 25 s.
endif()
