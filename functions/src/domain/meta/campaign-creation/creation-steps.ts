import type { CampaignForm } from '#shared/schemas/meta-campaigns';
import type { Clock } from '../../../ports/clock';
import type { CampaignRecord, CampaignRepository, CreationStep } from '../../../ports/meta-campaigns';
import { adAccountPath, type GraphParams, type MetaGraphClient } from '../../../ports/meta-graph';
import { campaignObjectNames } from './campaign-names';
import {
  adParams,
  adsetParams,
  type CampaignPlan,
  type CreationContext,
  campaignParams,
  creativeParams,
} from './graph-payloads';

/** Everything one run of the steps works with. */
export interface StepRun {
  client: MetaGraphClient;
  accountId: string;
  record: CampaignRecord;
  form: CampaignForm;
  plan: CampaignPlan;
  context: CreationContext;
  masterKeyword: string;
  /** The image's bytes, read only if the image step still has to run. */
  imageBytes: () => Promise<Uint8Array>;
}

/** `adimages` answers `{images: {<file name>: {hash, url}}}`. */
interface AdImagesAnswer {
  images?: Record<string, { hash?: string }>;
}

/**
 * Uploads the image. Meta names an image by the hash of its bytes, so sending the same bytes again after
 * a lost answer yields the same hash and no second image: this create may be repeated safely.
 */
async function uploadImage(run: StepRun): Promise<string> {
  const bytes = await run.imageBytes();
  const answer = await run.client.post<AdImagesAnswer>(
    `${adAccountPath(run.accountId)}/adimages`,
    { bytes: Buffer.from(bytes).toString('base64'), name: `${run.record.campaignName}.png` },
    { retryLostAnswer: true },
  );
  const hash = Object.values(answer.images ?? {})[0]?.hash;
  if (!hash) throw new Error('Meta accepted the image but returned no hash');
  return hash;
}

/** Runs one step's Graph call; every create but the image's goes through `createOnce`. */
async function runStep(step: CreationStep, run: StepRun, resumed: boolean): Promise<string> {
  const account = adAccountPath(run.accountId);
  const names = campaignObjectNames(run.masterKeyword, run.record.adsetName);
  const { created } = run.record;
  const once = async (edge: string, name: string, params: GraphParams) =>
    (await run.client.createOnce({ edge: `${account}/${edge}`, name, params, lookFirst: resumed })).id;
  switch (step) {
    case 'campaign':
      return once('campaigns', names.campaign, campaignParams(run.form, run.plan, run.context));
    case 'adset':
      return once(
        'adsets',
        run.record.adsetName,
        adsetParams(run.form, run.plan, run.context, created.campaign!),
      );
    case 'image':
      return uploadImage(run);
    case 'creative':
      return once(
        'adcreatives',
        names.creative,
        creativeParams(run.form, run.plan, run.context, created.image!),
      );
    case 'ad':
      return once('ads', names.ad, adParams(created.adset!, created.creative!));
  }
}

/**
 * Makes what is missing, in order, writing the step down before its call and the id right after it: a
 * request that stopped anywhere in between is resumed by the next one with the same id, which looks the
 * half-made object up by name instead of making it twice.
 */
export async function runMissingSteps(
  run: StepRun,
  steps: readonly CreationStep[],
  campaigns: CampaignRepository,
  clock: Clock,
): Promise<void> {
  const now = () => new Date(clock.now()).toISOString();
  for (const step of steps) {
    if (run.record.created[step]) continue;
    const resumed = run.record.pendingStep === step;
    await campaigns.begin(run.record.id, step, now());
    const id = await runStep(step, run, resumed);
    await campaigns.record(run.record.id, step, id, now());
    run.record.created[step] = id;
    run.record.pendingStep = undefined;
  }
}
