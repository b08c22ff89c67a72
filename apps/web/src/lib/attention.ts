import {
  dashboardCards,
  type AuditAttention,
  type DashboardCardKey,
  type PostAttention,
  type UserAttention,
} from '@coachboard/contract';

export type Attention = UserAttention | PostAttention | AuditAttention;

export const ATTENTION_PARAM = 'attention';

/** The dashboard card behind each list's `attention` filter: the list names its filter as the card does. */
const attentionCardKeys = {
  program_ending: 'programs_ending',
  no_current_program: 'no_current_program',
  new: 'new_users',
  no_nutrition_targets: 'no_nutrition_targets',
  compliance_dropped: 'compliance_dropped',
  unanswered_support: 'unanswered_support_posts',
  failed_sign_ins: 'failed_sign_ins',
} as const satisfies Record<Attention, DashboardCardKey>;

export const attentionCard = (attention: Attention) => dashboardCards[attentionCardKeys[attention]];

/** The URL's `attention` value when the list knows it; anything else is no filter. */
export const readAttention = <Value extends Attention>(
  values: readonly Value[],
  value: string | null | undefined,
): Value | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as Value) : undefined;
