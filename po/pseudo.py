#!/usr/bin/env python3
"""Writes the pseudo-locale catalogue: every message of the template with its
letters accented and the whole wrapped in ‹ › and a little longer, printf
placeholders kept. A test run in it shows any text that escaped translation
(plain ASCII letters outside ‹ ›). Usage: pseudo.py TEMPLATE.pot OUT.po"""
import re
import sys

PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áƀçďéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"
TABLE = str.maketrans(PLAIN, ACCENTED)
# A printf conversion (with an optional position, flags, width, precision and
# length), a strftime one (%Y), or an escape sequence of the PO file itself:
# all kept as they are.
KEEP = re.compile(r"%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|z|j|t)?[diouxXeEfFgGcspn%]|%[A-Za-z]|\\.")


def pseudo(text):
    if not text:
        return text
    out, last = [], 0
    for m in KEEP.finditer(text):
        out.append(text[last:m.start()].translate(TABLE))
        out.append(m.group(0))
        last = m.end()
    out.append(text[last:].translate(TABLE))
    body = "".join(out)
    # Lines keep their breaks (the --help texts); each is wrapped on its own.
    parts = body.split("\\n")
    letters = sum(c.isalpha() for c in text)
    pad = "·" * (letters // 8)
    wrapped = []
    for i, p in enumerate(parts):
        if p.strip():
            wrapped.append("‹" + p + (pad if i == 0 else "") + "›")
        else:
            wrapped.append(p)
    return "\\n".join(wrapped)


def unquote_block(lines):
    return "".join(l[l.index('"') + 1:l.rindex('"')] for l in lines)


def main():
    src, dst = sys.argv[1], sys.argv[2]
    entries, cur = [], {}
    key = None
    for raw in open(src, encoding="utf-8"):
        line = raw.rstrip("\n")
        if not line.strip():
            if cur:
                entries.append(cur)
            cur, key = {}, None
            continue
        if line.startswith("#"):
            continue
        m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) (".*")$', line)
        if m:
            key = m.group(1)
            cur[key] = [m.group(2)]
        elif line.startswith('"') and key:
            cur[key].append(line)
    if cur:
        entries.append(cur)
    with open(dst, "w", encoding="utf-8") as out:
        out.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                  '"Project-Id-Version: skirmish pseudo\\n"\n"PO-Revision-Date: 2026-11-24 00:00+0000\\n"\n"Last-Translator: po/pseudo.py\\n"\n"Language-Team: none\\n"\n"MIME-Version: 1.0\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n"Language: xx\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n')
        for e in entries:
            msgid = unquote_block(e.get("msgid", ['""']))
            if not msgid:
                continue
            if "msgctxt" in e:
                out.write('msgctxt "%s"\n' % unquote_block(e["msgctxt"]))
            out.write('msgid "%s"\n' % msgid)
            if "msgid_plural" in e:
                plural = unquote_block(e["msgid_plural"])
                out.write('msgid_plural "%s"\n' % plural)
                out.write('msgstr[0] "%s"\n' % pseudo(msgid))
                out.write('msgstr[1] "%s"\n\n' % pseudo(plural))
            else:
                out.write('msgstr "%s"\n\n' % pseudo(msgid))


if __name__ == "__main__":
    main()
