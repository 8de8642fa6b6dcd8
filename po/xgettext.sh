#!/bin/sh
# Extracts the marked strings of the given C files into a template on stdout's
# file: po/xgettext.sh OUT.pot FILE... (the keywords of skirmish/i18n.h and
# skirmish/core/tr.h). po/update.sh runs it over the whole tree.
set -eu
out=$1
shift
exec xgettext --from-code=UTF-8 --language=C --no-wrap --sort-by-file \
    --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=P_:1,2 --keyword=NP_:1,2 --keyword=data_error_set:5 --flag=data_error_set:5:c-format \
    --add-comments=TRANSLATORS: --package-name=skirmish \
    --msgid-bugs-address=https://github.com/skirmish/skirmish/issues \
    --output="$out" "$@"
