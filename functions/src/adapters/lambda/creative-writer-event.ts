import * as z from 'zod';

/**
 * The debug tester function's other task (it bundles the AI clients the API lacks): write a creative
 * refresh's copy for a stored keyword (decision 042). The answer carries the image as base64.
 */
export const creativeWriterEventSchema = z.object({
  creativeFor: z.object({ keywordId: z.string().min(1), newImage: z.boolean() }),
});

export const creativeWriterAnswerSchema = z.object({
  adTitle: z.string(),
  adDescription: z.string(),
  image: z.object({ base64: z.string(), contentType: z.string(), text: z.string() }).optional(),
  usage: z.record(z.string(), z.number()),
});
export type CreativeWriterAnswer = z.infer<typeof creativeWriterAnswerSchema>;
