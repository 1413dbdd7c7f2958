// A chosen file's text. FileReader rather than Blob.text(): it is in every browser this app runs in
// (and in jsdom, where the tests run), and it says why it failed.

/** readFileText(file) => the file's text, read as UTF-8; rejects with the reader's error. */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the browser could not read it'));
    reader.readAsText(file);
  });
}
