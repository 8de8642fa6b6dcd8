#!/bin/sh
# Every message a person reads is translated in every shipped language: a fresh
# template is extracted from the tree as it is now (po/update.sh --pot), merged
# with each po/<lang>.po, and any message left untranslated or fuzzy fails the
# test, named. msgfmt --check must pass on each file as committed.
#   check_translations.sh SOURCE_DIR
set -eu
root=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$root/po/update.sh" --pot "$tmp/fresh.pot" 2>"$tmp/xgettext.err" || { cat "$tmp/xgettext.err"; exit 1; }
status=0
for lang in $(cat "$root/po/LINGUAS"); do
    po=$root/po/$lang.po
    if ! msgfmt --check -o /dev/null "$po" 2>"$tmp/check"; then
        echo "FAIL $lang.po: msgfmt --check"; cat "$tmp/check"; status=1
    fi
    msgmerge --quiet --no-wrap --no-fuzzy-matching -o "$tmp/$lang.po" "$po" "$tmp/fresh.pot"
    msgattrib --no-wrap --untranslated --no-obsolete -o "$tmp/$lang.untranslated" "$tmp/$lang.po"
    msgattrib --no-wrap --only-fuzzy --no-obsolete -o "$tmp/$lang.fuzzy" "$tmp/$lang.po"
    for kind in untranslated fuzzy; do
        f=$tmp/$lang.$kind
        n=0
        [ -s "$f" ] && n=$(grep -c '^msgid ' "$f" || true) && n=$((n - 1)) # minus the header
        if [ "$n" -gt 0 ]; then
            echo "FAIL $lang.po: $n $kind message(s), the first ones:"
            grep -A1 '^#:' "$f" | grep -v '^--$' | head -20
            status=1
        fi
    done
    [ $status -eq 0 ] && echo "ok   $lang.po: $(msgfmt --statistics -o /dev/null "$tmp/$lang.po" 2>&1)"
done
exit $status
