import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
  Link,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { REVENUE_METRICS, revenueDataWords } from '#shared/meta/rules/meta-rule-revenue-data';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import type { RuleHold } from '#shared/schemas/meta-rule-holds';
import type { Rule } from '#shared/schemas/meta-rules';
import { formatEasternDateTime, formatUsd } from '../../../lib/format';
import { RULE_WINDOW_LABELS } from '../rule-labels';
import {
  actionInWords,
  activeHoursInWords,
  conditionsInWords,
  scopeInWords,
  windowDaysInWords,
} from '../rule-words';
import { ReleaseHoldButton } from './release-hold-button';

interface RuleCardProps {
  rule: Rule;
  campaignNames: ReadonlyMap<string, string>;
  canManage: boolean;
  /** The rule whose switch is being saved, so it cannot be flipped twice. */
  toggling: boolean;
  onToggle: (rule: Rule) => void;
  onDryRun: (rule: Rule) => void;
  onRun: (rule: Rule) => void;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
  /** The rule a run is under way for: its buttons wait. */
  running: boolean;
  /** The campaigns this rule is held off after a person undid its action there. */
  holds: readonly RuleHold[];
  /** The hold being released, whose button waits. */
  releasing: RuleHold | undefined;
  onRelease: (hold: RuleHold) => void;
}

const RouterLink = createLink(Link);

/** The action's limits in words: "never above $500.00", "only campaigns a rule paused". */
function guardrails(rule: Rule): string[] {
  const limits: string[] = [];
  if (rule.budgetFloor !== null) limits.push(`never below ${formatUsd(rule.budgetFloor)}`);
  if (rule.budgetCeiling !== null) limits.push(`never above ${formatUsd(rule.budgetCeiling)}`);
  if (rule.onlyRulePaused) limits.push('only campaigns a rule paused');
  limits.push(`${rule.cooldownMinutes} min cooldown`);
  return limits;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {children}
      </Typography>
    </>
  );
}

/** One rule: what it watches and does, its switch, and (for managers) dry run, run, edit and delete. */
/** The campaigns the rule is held off after an undo, each with who undid it and (for managers) a release. */
function HeldCampaigns({
  rule,
  holds,
  canManage,
  releasing,
  onRelease,
}: Pick<RuleCardProps, 'rule' | 'holds' | 'canManage' | 'releasing' | 'onRelease'>) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
      {holds.map((hold) => (
        <Box
          component="li"
          key={hold.campaignId}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mr: 'auto' }}>
            {hold.campaignName}
            <Typography component="span" variant="body2" color="textSecondary">
              {` (undone by ${hold.heldBy}, ${formatEasternDateTime(hold.heldAt)})`}
            </Typography>
          </Typography>
          {canManage && (
            <ReleaseHoldButton
              hold={hold}
              ruleName={rule.name}
              pending={releasing?.ruleId === rule.id && releasing.campaignId === hold.campaignId}
              onRelease={onRelease}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

export function RuleCard({
  rule,
  campaignNames,
  canManage,
  toggling,
  running,
  holds,
  releasing,
  ...on
}: RuleCardProps) {
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={titleId}
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {rule.name}
            </Typography>
            {rule.template && (
              <Chip
                size="small"
                variant="outlined"
                label={RULE_TEMPLATE_DEFINITIONS[rule.template].label}
                sx={{ mt: 0.5 }}
              />
            )}
          </Box>
          <FormControlLabel
            label={rule.enabled ? 'On' : 'Off'}
            labelPlacement="start"
            sx={{ mr: 0, flexShrink: 0 }}
            control={
              <Switch
                checked={rule.enabled}
                disabled={!canManage || toggling}
                onChange={() => on.onToggle(rule)}
                slotProps={{ input: { 'aria-label': `${rule.name} enabled` } }}
              />
            }
          />
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }}
        >
          <Fact label="When">{conditionsInWords(rule)}</Fact>
          <Fact label="Then">
            {actionInWords(rule.action)}
            <Typography component="span" variant="body2" color="textSecondary">
              {` (${guardrails(rule).join(', ')})`}
            </Typography>
          </Fact>
          <Fact label="Campaigns">{scopeInWords(rule.scope, campaignNames)}</Fact>
          <Fact label="Window">{RULE_WINDOW_LABELS[rule.window]}</Fact>
          {rule.activeHours && <Fact label="Hours">{activeHoursInWords(rule.activeHours)}</Fact>}
          {rule.lastWindowDays && rule.lastWindowDays.length > 0 && (
            <Fact label="Days read">
              {rule.lastWindowDays.map((days) => (
                <Box component="span" key={days.meta.timeZone} sx={{ display: 'block' }}>
                  {windowDaysInWords(days)}
                </Box>
              ))}
            </Fact>
          )}
          {rule.conditions.some((condition) => REVENUE_METRICS.includes(condition.metric)) && (
            <Fact label="Data">{revenueDataWords(rule.estimatedRevenue, rule.action.type)}</Fact>
          )}
          <Fact label="Last run">
            {rule.lastEvaluatedAt ? (
              <>
                {formatEasternDateTime(rule.lastEvaluatedAt)}
                {' · '}
                <RouterLink
                  to="/meta-rules/log"
                  search={{ ruleId: rule.id }}
                  aria-label={`View log of ${rule.name}`}
                >
                  View log
                </RouterLink>
              </>
            ) : (
              'Not evaluated yet'
            )}
          </Fact>
          {holds.length > 0 && (
            <Fact label="Held after undo">
              <HeldCampaigns
                rule={rule}
                holds={holds}
                canManage={canManage}
                releasing={releasing}
                onRelease={on.onRelease}
              />
            </Fact>
          )}
        </Box>
      </CardContent>
      {canManage && (
        <CardActions
          sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          <Button
            size="small"
            variant="outlined"
            startIcon={<ScienceOutlinedIcon />}
            loading={running}
            onClick={() => on.onDryRun(rule)}
            aria-label={`Dry run ${rule.name}`}
          >
            Dry run
          </Button>
          <Button
            size="small"
            variant="contained"
            startIcon={<PlayArrowIcon />}
            disabled={running}
            onClick={() => on.onRun(rule)}
            aria-label={`Run ${rule.name} now`}
          >
            Run now
          </Button>
          <Box sx={{ flex: 1 }} />
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${rule.name}`} onClick={() => on.onEdit(rule)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" aria-label={`Delete ${rule.name}`} onClick={() => on.onDelete(rule)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </CardActions>
      )}
    </Card>
  );
}
