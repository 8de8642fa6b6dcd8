/* The cores' translator hook (skirmish/core/tr.h). */
#include "skirmish/core/tr.h"

static core_translator translator;
static core_plural_translator plural_translator;

void core_set_translator(core_translator tr, core_plural_translator plural)
{
    translator = tr;
    plural_translator = plural;
}

const char *core_tr(const char *msgid)
{
    return translator && msgid && *msgid ? translator(msgid) : msgid;
}

const char *core_tr_plural(const char *msgid, const char *plural, unsigned long n)
{
    if (plural_translator)
        return plural_translator(msgid, plural, n);
    return n == 1 ? msgid : plural;
}
