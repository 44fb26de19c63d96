import { Button, toast } from '@stepwise/ui';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { guideTexts } from '@/features/guides/texts';
import { useIdToken } from '@/lib/id-token';

/** The PDF of a guide, built by the api. */
export const guidePdfUrl = (projectId: string) => `/api/projects/${projectId}/guide.pdf`;

async function failureDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: unknown };
    if (typeof body.detail === 'string' && body.detail.trim()) return body.detail;
  } catch {
    // not JSON: the generic text below
  }
  return guideTexts.player.pdfFailed;
}

/**
 * Print / PDF: the api builds the PDF for the signed-in caller (the request carries their token,
 * so a plain link cannot fetch it); it opens in a new tab, or downloads where tabs are blocked.
 */
export function PrintPdfButton({ projectId, name }: { projectId: string; name: string }) {
  const getIdToken = useIdToken();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    // Opened now, while the click still counts, so the browser does not block it.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const token = await getIdToken();
      const response = await fetch(guidePdfUrl(projectId), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(await failureDetail(response));
      const url = URL.createObjectURL(await response.blob());
      if (tab) {
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = `${name.replace(/[^\w -]+/g, '').trim() || 'guide'}.pdf`;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      const detail = error instanceof Error && error.message ? error.message : '';
      toast.error(
        detail.startsWith('Failed to fetch') || !detail ? guideTexts.player.pdfFailed : detail,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Printer />}
      busy={busy}
      busyLabel={guideTexts.player.pdfBusy}
      onClick={() => void open()}
    >
      {guideTexts.player.printPdf}
    </Button>
  );
}
