import { toast } from '../../../lib/toast';

/** The error catalogue's shape: a destructive toast whose description is the error message. */
export function failureToast(title: string) {
  return (error: Error) => toast({ title, description: error.message, variant: 'destructive' });
}
