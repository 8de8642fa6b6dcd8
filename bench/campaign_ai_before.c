/*
 * The campaign computer as it was before hAI13 (play-test 11: it fell back from
 * every human army next to it), built beside the current one so that
 * bench_campaign_contest can play them head to head: campaign_ai.c compiled with
 * CONTEST_BEFORE and its entry points renamed campaign_ai_before_*.
 */
#define CONTEST_BEFORE 1
#define campaign_ai_strength campaign_ai_before_strength
#define campaign_ai_downtime campaign_ai_before_downtime
#define campaign_ai_orders campaign_ai_before_orders
#define campaign_ai_orders_level campaign_ai_before_orders_level
#define campaign_ai_standoff campaign_ai_before_standoff
#define campaign_ai_squad campaign_ai_before_squad
#define campaign_ai_bonus campaign_ai_before_bonus
#define campaign_ai_retreat campaign_ai_before_retreat
#define campaign_ai_should_yield campaign_ai_before_should_yield
#include "../src/ai/campaign_ai.c"
