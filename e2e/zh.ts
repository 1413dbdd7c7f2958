// The Chinese catalog, every namespace (src/i18n/messages/zh), for the specs that find a Chinese page's
// parts by their names: zh('paper.copyLink') => '复制链接'.

import { readdirSync, readFileSync } from 'node:fs';

const DIR = 'src/i18n/messages/zh';
const ZH: Record<string, string> = Object.assign(
  {},
  ...readdirSync(DIR).map((file) => JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as Record<string, string>),
);

export function zh(id: string): string {
  const message = ZH[id];
  if (message === undefined) throw new Error(`no message ${id} in ${DIR}`);
  return message;
}
