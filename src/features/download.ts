/** Hands a file to the browser's downloads (a temporary object URL behind a clicked link). */
export function saveFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes by the next task; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
