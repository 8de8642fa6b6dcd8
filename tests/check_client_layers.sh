#!/bin/sh
# Fails when a folder of the client includes a folder it may not (docs/architecture.md):
# the shell knows no game, the shared views and the help browser know only the shell, a game folder uses the
# shell and the shared views but never another game, and only the front knows them all.
# Client includes must name their folder ("board/view.h"), so none slips past.
root=${1:-.}
client="$root/src/client"
allowed() {
    case "$1" in
    shell) echo "shell" ;;
    help) echo "shell help" ;;
    areamap) echo "shell areamap" ;;
    eventlog) echo "shell eventlog" ;;
    board) echo "shell board" ;;
    barracks) echo "shell help board barracks" ;;
    escarmouche) echo "shell help board escarmouche" ;;
    scenario) echo "shell help board barracks escarmouche scenario tutorial" ;;
    tutorial) echo "shell help board escarmouche conquest tutorial" ;;
    replay) echo "shell help board escarmouche areamap conquest campaign trts replay" ;;
    conquest) echo "shell help areamap eventlog conquest" ;;
    campaign) echo "shell help areamap eventlog board barracks campaign" ;;
    trts) echo "shell help areamap eventlog trts" ;;
    online) echo "shell online" ;;
    front) echo "*" ;;
    *) echo "" ;;
    esac
}
status=0
checked=0
found=$(mktemp)
trap 'rm -f "$found"' EXIT
for dir in "$client"/*/; do
    folder=$(basename "$dir")
    ok=$(allowed "$folder")
    if [ -z "$ok" ]; then
        echo "src/client/$folder: a folder docs/architecture.md does not place in a layer"
        status=1
        continue
    fi
    for file in "$dir"*.c "$dir"*.h; do
        [ -f "$file" ] || continue
        checked=$((checked + 1))
        rel=${file#"$root"/}
        grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$file" | while IFS= read -r line; do
            target=$(printf '%s\n' "$line" | sed 's/.*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/')
            case "$target" in
            skirmish/*) continue ;;
            */*) ;;
            *) echo "$rel:${line%%:*}: includes \"$target\" without its folder"; echo x >&3; continue ;;
            esac
            to=${target%%/*}
            [ "$ok" = "*" ] && continue
            case " $ok " in
            *" $to "*) ;;
            *) echo "$rel:${line%%:*}: $folder/ may not include $to/ (\"$target\")"; echo x >&3 ;;
            esac
        done 3>>"$found"
    done
done
if [ -s "$found" ]; then status=1; fi
if [ $status -eq 0 ]; then
    echo "client layers ($checked files): 1 passed, 0 failed"
else
    echo "client layers: 0 passed, 1 failed"
fi
exit $status
