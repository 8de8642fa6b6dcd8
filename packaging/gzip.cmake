# cmake -DGZIP=gzip -DIN=file -DOUT=file.gz -P gzip.cmake
# gzip -9n: maximum compression, no file name or time stamp in the header.
execute_process(COMMAND ${GZIP} -9nc INPUT_FILE ${IN} OUTPUT_FILE ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    file(REMOVE ${OUT})
    message(FATAL_ERROR "gzip ${IN}: ${rc}")
endif()
