// One language's compiled messages for one bundle (scripts/build/messagesPlugin.ts).
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
