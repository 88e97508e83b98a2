/** Saves content built in the browser as a file, through a temporary object URL and link click. */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
