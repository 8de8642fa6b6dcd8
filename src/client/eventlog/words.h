/*
 * The event log's entries in the language of the moment: a message kept
 * untranslated (evlog_say) is worded when it is drawn, its msgid translated
 * (with its context and plural) and its marked names too; an entry written the
 * old way (finished text) reads as written. The writers mark a translatable name
 * (a place, a unit kind, a faction) with evlog_name.
 */
#ifndef SKIRMISH_CLIENT_EVENTLOG_WORDS_H
#define SKIRMISH_CLIENT_EVENTLOG_WORDS_H

#include <stddef.h>

#include "skirmish/core/evlog.h"

/* A message with a plural for evlog_say / campaign_say: NP_("%d unit",
 * "%d units") stands for the msgid and its plural, marked for extraction
 * (po/xgettext.sh: --keyword=NP_:1,2), then n. */
#define NP_(s, p) (s), (p)

/* A translatable name for a %s of evlog_say: kept untranslated in the log,
 * translated when shown (with pgettext when ctx is not NULL, else as shipped
 * content: i18n_content). The text lives in one of 16 buffers used in turn: pass
 * it straight to evlog_say. */
const char *evlog_name(const char *ctx, const char *name);
/* A game's names kept in the log as keys (a seat's number, a place's index, a
 * list of such) and worded only when shown, so a change of language rewords
 * them too: names of context ctx (evlog_name(ctx, key)) are given to fn, which
 * returns them in the current language (its own buffer, valid until the next
 * call). Registering a context again replaces its function; at most 8. */
typedef const char *(*evlog_namer)(const char *key);
void evlog_set_namer(const char *ctx, evlog_namer fn);

/* The entry in the current language (French elision applied). */
void evlog_words(const evlog_entry *e, char *out, size_t size);
/* A message (not in a log yet) in the current language. */
void evlog_msg_words(const evlog_msg *m, char *out, size_t size);
/* The entry's text worded in the current language (the words a writer's
 * neighbours read at once); returns e (NULL stays NULL). */
evlog_entry *evlog_worded(evlog_entry *e);
/* The client's translation for evlog_entry_format. */
const evlog_tr *evlog_translation(void);

#endif
