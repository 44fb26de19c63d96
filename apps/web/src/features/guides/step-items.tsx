import type { GuideFile, GuideItem } from '@stepwise/contracts';
import { buttonClasses, cn } from '@stepwise/ui';
import { AlertTriangle, Download, ExternalLink, FileText, Lightbulb, Package } from 'lucide-react';
import { guideTexts } from '@/features/guides/texts';

const text = guideTexts.step;

/** An http(s) link a learner may follow; anything else is not shown as a link. */
export function safeLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function ItemRow({ item }: { item: GuideItem }) {
  const link = safeLink(item.purchase_link);
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-400">
        {item.image_url ? (
          <img src={item.image_url} alt="" className="size-full object-cover" />
        ) : (
          <Package aria-hidden="true" className="size-5" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-slate-900">
          {item.name}{' '}
          <span className="font-semibold text-slate-600 tabular-nums">
            {text.quantity(item.quantity)}
          </span>
        </p>
        {item.specification ? (
          <p className="text-xs break-words text-slate-500">{item.specification}</p>
        ) : null}
      </div>
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'shrink-0 gap-1')}
          aria-label={`${text.buy}: ${item.name}`}
        >
          {text.buy}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : null}
    </li>
  );
}

/** A titled list of tools or materials with quantities, pictures and purchase links. */
export function ItemList({ title, items }: { title: string; items: readonly GuideItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      {title ? <h3 className="text-sm font-semibold text-slate-900">{title}</h3> : null}
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <ItemRow key={`${item.name}\u0000${item.specification ?? ''}`} item={item} />
        ))}
      </ul>
    </section>
  );
}

const formatSize = (bytes: number | null) => {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** Supplementary files to open in a new tab or download. */
export function FileList({ files }: { files: readonly GuideFile[] }) {
  if (files.length === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-slate-900">{text.files}</h3>
      <ul className="divide-y divide-slate-100">
        {files.map((file) => (
          <li key={file.file_id} className="flex flex-wrap items-center gap-3 py-2">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words text-slate-900">{file.name}</p>
              <p className="text-xs text-slate-500">
                {[
                  file.original_filename !== file.name ? file.original_filename : '',
                  formatSize(file.file_size_bytes),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              aria-label={`${text.open}: ${file.name}`}
            >
              {text.open}
            </a>
            <a
              href={file.url}
              download={file.original_filename}
              className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'gap-1')}
              aria-label={`${text.download}: ${file.name}`}
            >
              <Download aria-hidden="true" className="size-3.5" />
              {text.download}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const NOTE_TONES = {
  caution: {
    Icon: AlertTriangle,
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: 'text-amber-600',
  },
  practice: {
    Icon: Lightbulb,
    box: 'border-emerald-200 bg-emerald-50 text-emerald-950',
    icon: 'text-emerald-600',
  },
} as const;

function Note({
  tone,
  title,
  body,
}: {
  tone: keyof typeof NOTE_TONES;
  title: string;
  body: string;
}) {
  const { Icon, box, icon } = NOTE_TONES[tone];
  if (!body.trim()) return null;
  return (
    <aside aria-label={title} className={`flex gap-3 rounded-xl border p-4 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${icon}`} />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-sm break-words whitespace-pre-line">{body}</p>
      </div>
    </aside>
  );
}

/** Caution notes (amber, with a warning sign) and best-practice notes. */
export function StepNotes({ caution, bestPractice }: { caution: string; bestPractice: string }) {
  return (
    <>
      <Note tone="caution" title={text.caution} body={caution} />
      <Note tone="practice" title={text.bestPractice} body={bestPractice} />
    </>
  );
}
