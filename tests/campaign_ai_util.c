#include "campaign_ai_util.h"

#include <stdint.h>

#include "skirmish/ai/campaign_ai.h"

bool campaign_ai_finish_turn(campaign_state *st, const campaign_sim_config *cfg)
{
    while (st->phase == CAMPAIGN_PHASE_BATTLES)
        if (!campaign_sim_duel(st, cfg))
            return false;
    for (int b = 0; b < st->n_battles; b++) {
        uint64_t options = campaign_retreat_options(st, b);
        if (options == 0)
            continue;
        campaign_view v;
        campaign_state_view(st, st->battles[b].defender, &v);
        campaign_set_retreat(st, b, campaign_ai_retreat(&v, options));
    }
    campaign_end_turn(st);
    return true;
}
