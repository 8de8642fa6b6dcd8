#!/bin/sh
# Refreshes the translation template po/skirmish.pot from everything a person
# reads: the C sources (the markers of skirmish/i18n.h and skirmish/core/tr.h),
# the shipped content (po/content.py), the desktop entry and the AppStream
# metadata; then merges it into every po/<lang>.po (new messages come in
# untranslated, for a translator to fill; the suite fails until they are).
#   po/update.sh            refresh the template and the .po files
#   po/update.sh --pot OUT  only write a fresh template to OUT (the tests use it)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=$here/skirmish.pot
only_pot=false
if [ "${1:-}" = "--pot" ]; then
    out=$2
    only_pot=true
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
# Sorted, so the template does not change with the file system's order.
find src include -name '*.[ch]' ! -path 'src/tools/*' | LC_ALL=C sort > "$tmp/files"
"$here/xgettext.sh" "$tmp/code.pot" --files-from="$tmp/files"
python3 "$here/content.py" "$tmp/content.pot"
xgettext --language=Desktop --no-wrap -k -kName -kGenericName -kComment -kKeywords \
    -o "$tmp/desktop.pot" packaging/io.github.skirmish.Skirmish.desktop
xgettext --its="$here/its/skirmish-metainfo.its" --no-wrap \
    -o "$tmp/metainfo.pot" packaging/io.github.skirmish.Skirmish.metainfo.xml
msgcat --no-wrap --use-first -o "$tmp/all.pot" "$tmp/code.pot" "$tmp/content.pot" "$tmp/desktop.pot" "$tmp/metainfo.pot"
# The header of the code's template, with the package's name and charset.
sed -e 's/charset=CHARSET/charset=UTF-8/' \
    -e '1,4c\
# The messages of Skirmish for translators: written by po/update.sh from the\
# sources, the shipped content, the desktop entry and the AppStream metadata.\
# This file is distributed under the same licence as the Skirmish package.' \
    "$tmp/all.pot" > "$out"
$only_pot && exit 0
for lang in $(cat "$here/LINGUAS"); do
    msgmerge --quiet --no-wrap --no-fuzzy-matching --update --backup=none "$here/$lang.po" "$out"
    msgattrib --no-wrap --no-obsolete -o "$here/$lang.po" "$here/$lang.po"
done
