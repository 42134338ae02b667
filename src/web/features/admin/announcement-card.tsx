import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import { useSendAnnouncement } from './use-admin-tools';

export function AnnouncementCard() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendAnnouncement(() => {
    setSubject('');
    setMessage('');
  });
  const ready = subject.trim() !== '' && message.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) send.mutate({ subject, message });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Announcement</CardTitle>
        <CardDescription>E-mails every active user.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
          <TextareaField
            label="Message"
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div>
            <Button type="submit" disabled={!ready || send.isPending}>
              {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
              Send Announcement
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
