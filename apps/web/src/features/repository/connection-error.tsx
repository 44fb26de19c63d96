import { messages } from '@stepwise/contracts';
import { Button } from '@stepwise/ui';
import { RotateCw, WifiOff } from 'lucide-react';

export interface ConnectionErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Spec 8: a failed repository load shows in a 'Connection Error' box with Retry. */
export function ConnectionError({ message, retrying, onRetry }: ConnectionErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <WifiOff aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-base font-semibold text-red-900">
        {messages.repository.connectionError}
      </h2>
      <p className="max-w-md text-sm break-words text-red-800">{message}</p>
      <Button
        variant="secondary"
        icon={<RotateCw aria-hidden="true" className="size-4" />}
        busy={retrying}
        busyLabel={messages.app.retry}
        onClick={onRetry}
        className="mt-1"
      >
        {messages.app.retry}
      </Button>
    </div>
  );
}
