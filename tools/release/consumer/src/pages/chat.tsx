import { SupportChat } from '../examples/SupportChat';

export function Page() {
  return (
    <main>
      <h1>Chat</h1>
      <SupportChat host="" />
    </main>
  );
}
