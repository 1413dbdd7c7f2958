// Hands the reader a file made in the page (an export, a backup): a Blob behind a temporary link.

/**
 * downloadText('a,b\r\n', 'papers.csv', 'text/csv') saves papers.csv. The object URL is revoked once
 * the browser has started the download.
 */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
