import type { BuyItem, Tool } from '@stepwise/contracts';
import { type FakeApi, type FakeProcedure, fakeApi } from '@/features/projects/test/fake-api';

/**
 * The projects feature's in-memory tRPC endpoint, plus procedures that refuse with a raw `detail`
 * (a validation entry array, as a 422 of POST /upload_steps carries it).
 */
export interface FakeRefusal {
  status: number;
  detail: unknown;
}

export function fakeFinalizeApi(
  procedures: Record<string, FakeProcedure>,
  refusals: Record<string, () => FakeRefusal | null> = {},
): FakeApi {
  const api = fakeApi(procedures);
  const fetch: typeof globalThis.fetch = async (request, init) => {
    const url = new URL(String(request), 'http://app.test');
    const path = decodeURIComponent(url.pathname.replace(/^\/trpc\//, ''));
    const refusal = refusals[path]?.() ?? null;
    if (!refusal) return api.fetch(request, init);
    api.calls.push(path);
    api.inputs.push({ path, input: JSON.parse(String(init?.body ?? '{}'))['0'] });
    const error = {
      message: 'Refused',
      code: -32600,
      data: { code: 'BAD_REQUEST', httpStatus: refusal.status, path, detail: refusal.detail },
    };
    return new Response(JSON.stringify([{ error }]), {
      status: refusal.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { ...api, fetch };
}

export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function serverBuyItem(fields: Partial<BuyItem> & { name: string }): BuyItem {
  return {
    item_id: uuidOf(900),
    quantity: 1,
    specification: null,
    purchase_link: null,
    image_url: null,
    image_path: null,
    source_type: 'manual',
    source_id: null,
    ...fields,
  };
}

export function repositoryTool(n: number, name: string, specification: string | null): Tool {
  return {
    tool_id: uuidOf(n),
    name,
    specification,
    purchase_link: 'https://shop.example/item',
    image_file: null,
    image_path: null,
    created_at: '2026-11-01T10:00:00.000Z',
  };
}
