import type { UpstreamCredentials } from '../../ports/credentials';
import type { PipelineDeps } from '../pipeline-deps';
import { type Generation, promptsFrom } from './generation-inputs';

/** The text model and active prompts for one step, with the credentials saved at this moment. */
export function generationFor(deps: PipelineDeps, credentials: UpstreamCredentials): Generation {
  return { text: deps.clients.text(credentials), prompt: promptsFrom(deps.prompts) };
}
