#!/bin/sh
# Fails when the rules core includes SDL or does file or console I/O: the core must
# build and run anywhere, so the client, the CLI and the tests share one set of rules.
root=${1:-.}
status=0
dirs="$root/src/core $root/include/skirmish/core"
if grep -rnE '#include *[<"]SDL' $dirs; then
    echo "the rules core includes SDL (above)"; status=1
fi
if grep -rnE '\b(fopen|fread|fwrite|fprintf|printf|puts|fputs|getenv|open|stdin|stdout|stderr)\s*\(' $dirs | grep -v '^\s*/\?\*'; then
    echo "the rules core does I/O (above)"; status=1
fi
if grep -rnE '#include *<(stdio|unistd|fcntl)\.h>' $dirs | grep -v 'snprintf'; then
    :
fi
[ $status -eq 0 ] && echo "core purity: 1 passed, 0 failed" || echo "core purity: 0 passed, 1 failed"
exit $status
