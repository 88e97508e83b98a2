import { toast } from '../../../../lib/toast';

/** Puts an image's absolute URL on the clipboard and says so. */
export async function copyUrl(path: string): Promise<void> {
  const url = new URL(path, window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'URL copied', description: url });
  } catch (error) {
    toast({ title: 'Copy failed', description: (error as Error).message, variant: 'destructive' });
  }
}
