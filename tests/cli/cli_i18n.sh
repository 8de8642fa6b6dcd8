#!/usr/bin/env bash
# skirmish-cli in another language (issue 15): what a person reads (help, usage
# errors, messages on stderr) is translated, and what the commands print for
# programs (stdout, exit status) is byte for byte the English run's.
# usage: cli_i18n.sh SKIRMISH_CLI DATA_DIR LOCALE_DIR PO_DIR
#   DATA_DIR   tests/data (the cli/ and conquest/cli/ fixtures)
#   LOCALE_DIR the build's compiled catalogues (<build>/locale)
#   PO_DIR     po/ of the sources: until the lead merges po/parts/cli.*.po into
#              po/fr.po and po/es.po, the fragments are compiled here instead.
set -u
cli="$1"
data="$2"
locale="$3"
podir="$4"
passed=0
failed=0
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
fail() {
    failed=$((failed + 1))
    echo "FAIL $*"
}

# The environment a French or Spanish user has: a locale variable, nothing else.
unset LANGUAGE LC_ALL LC_MESSAGES LANG SKIRMISH_LOCALE_DIR
# run_in LANGSPEC ARGS...: runs skirmish-cli with LANG=LANGSPEC (or "C" for an
# English run), the catalogues from $dir; stdout in $tmp/out, stderr in $tmp/err.
run_in() {
    local lang="$1"
    shift
    LANG="$lang" SKIRMISH_LOCALE_DIR="$dir" "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
    echo $? >"$tmp/status"
}

# The catalogues: the build's when they hold the command line's texts, else the
# fragments compiled from the sources.
dir="$locale"
run_in fr_FR.UTF-8 --help
if ! grep -q "^Commandes :" "$tmp/out"; then
    if [ -f "$podir/parts/cli.fr.po" ] && [ -f "$podir/parts/cli.es.po" ] && command -v msgfmt >/dev/null; then
        dir="$tmp/locale"
        for l in fr es; do
            mkdir -p "$dir/$l/LC_MESSAGES"
            msgfmt --check -o "$dir/$l/LC_MESSAGES/skirmish.mo" "$podir/parts/cli.$l.po" || fail "msgfmt cli.$l.po"
        done
    fi
fi

# expect_text NAME LANGSPEC STREAM TEXT ARGS...: STREAM (out or err) holds TEXT.
expect_text() {
    local name="$1" lang="$2" stream="$3" text="$4"
    shift 4
    run_in "$lang" "$@"
    if grep -qF -- "$text" "$tmp/$stream"; then
        pass
    else
        fail "$name: $stream of LANG=$lang skirmish-cli $* lacks '$text':"
        sed 's/^/  /' "$tmp/$stream"
    fi
}

# ---- (a) the human texts are translated
expect_text help-fr fr_FR.UTF-8 out "Commandes :" --help
expect_text help-fr-usage fr_FR.UTF-8 out "utilisation : skirmish-cli COMMANDE [ARGUMENTS]" --help
expect_text help-es es_ES.UTF-8 out "Comandos:" --help
expect_text rank-help-fr fr_FR.UTF-8 out "Affiche le coût de l'unité" rank --help
expect_text rank-help-es es_ES.UTF-8 out "Escribe el coste de la unidad" rank --help
expect_text simulate-help-fr fr_FR.UTF-8 out "Joue N parties entre deux joueurs" simulate --help
expect_text usage-error-fr fr_FR.UTF-8 err "capacité « fireball » inconnue" \
    rank --health 2 --range 1 --power 1 --move 1 --ability fireball
expect_text usage-error-fr-usage fr_FR.UTF-8 err "utilisation : skirmish-cli rank" rank --health
expect_text usage-error-es es_ES.UTF-8 err "Pruebe «skirmish-cli rank --help»" rank --health
expect_text unknown-command-fr fr_FR.UTF-8 err "commande « frobnicate » inconnue" frobnicate
expect_text squad-stderr-fr fr_FR.UTF-8 err "escouade non réglementaire" squad check "$data/cli/over.json"
expect_text squad-stderr-es es_ES.UTF-8 err "escuadra no reglamentaria" squad check "$data/cli/over.json"
# The demo tells its game for people: in their language.
expect_text demo-fr fr_FR.UTF-8 out " manches" demo --seed 2 --quiet
expect_text demo-es es_ES.UTF-8 out " rondas" demo --seed 2 --quiet
# LANGUAGE picks the language too, and a "C" locale still means English
# (gettext's rule), whatever LANGUAGE says.
LANGUAGE=es expect_text language-es fr_FR.UTF-8 out "Comandos:" --help
LC_ALL=C LANGUAGE=fr expect_text c-locale-english fr_FR.UTF-8 out "Commands:" --help

# ---- (b) the outputs for programs do not change
# same NAME ARGS...: stdout and exit status in French and Spanish are the English run's.
same() {
    local name="$1"
    shift
    run_in C "$@"
    cp "$tmp/out" "$tmp/out.en"
    cp "$tmp/status" "$tmp/status.en"
    for lang in fr_FR.UTF-8 es_ES.UTF-8; do
        run_in "$lang" "$@"
        if cmp -s "$tmp/out" "$tmp/out.en" && cmp -s "$tmp/status" "$tmp/status.en"; then
            pass
        else
            fail "$name: LANG=$lang skirmish-cli $* differs from the English run:"
            diff "$tmp/out.en" "$tmp/out" | head -20 | sed 's/^/  /'
            echo "  status $(cat "$tmp/status") (English $(cat "$tmp/status.en"))"
        fi
    done
}
same rank rank --health 2 --range 1 --power 1 --move 1 --ability charge
same rank-bad rank --health 0 --range 1 --power 1 --move 1
same los los 8/8/8/8/8/8/8/ABa5 a1 c1
same los-bad los 8/8/8/8/8/8/8 a1 b1
same moves moves 8/8/8/8/8/8/8/A7 a1 --move 2
same squad-legal squad check "$data/cli/legal.json"
# The reason in the JSON is the rules' English in every language.
same squad-over squad check "$data/cli/over.json"
same squad-seven squad check "$data/cli/seven.json"
same squad-duplicate squad check "$data/cli/duplicate.json"
same squad-zero-stat squad check "$data/cli/zero-stat.json"
same squad-truncated squad check "$data/cli/truncated.json"
same conquest-map conquest-map --hex 5 4 --seed 7 --remove 0.3
same conquest-turn conquest-turn "$data/conquest/cli/rules.state.json" "$data/conquest/cli/rules.orders.json"
same conquest-sim conquest-sim --map duel --bot easy --bot normal --games 2
same trts-sim trts-sim --map twin-ridge --faction directorate --faction luminar --seed 1
same version --version

echo "cli i18n: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
