import { useState } from 'react';
import { useRefresh } from 'react-admin';

type Message = { readonly ok: boolean; readonly text: string };

/**
 * Marks a queue item's next step (print and mail, attorney consults, strategist calls): says
 * what it became, or the field the server refused (the first of `fields` it named) or why, and
 * reads the record again.
 */
export const useQueueStep = (fields: readonly string[] = ['reason']) => {
  const refresh = useRefresh();
  const [message, setMessage] = useState<Message | null>(null);
  const mark = async <Item extends { readonly status: string }>(
    step: () => Promise<Item>,
    became: (item: Item) => string,
  ) => {
    try {
      setMessage({ ok: true, text: became(await step()) });
      refresh();
    } catch (error) {
      const refused = (error as { body?: { fields?: Record<string, string> } }).body?.fields;
      const field = fields.find((name) => refused?.[name]);
      setMessage({ ok: false, text: (field && refused?.[field]) || (error as Error).message });
    }
  };
  return { message, mark };
};
