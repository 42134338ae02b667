import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAppConfig } from '@/lib/queries/config';
import { SET_UP_HINTS, type ServicesSetUp } from '../../../common/services';

const SERVICES: { key: keyof ServicesSetUp; name: string; without: string }[] = [
  {
    key: 'mail',
    name: 'E-mail',
    without: 'Mail is not configured: invitations, password resets and announcements are not sent.',
  },
  {
    key: 'transcription',
    name: 'Voice memo transcription',
    without: 'Transcription is not configured: travellers are told it is not available here.',
  },
  {
    key: 'aiDescriptions',
    name: 'AI place descriptions',
    without: 'No AI service is configured: descriptions are written offline from the place list.',
  },
];

/** Which outside services this server has, and for each missing one what travellers get and how to add it. */
export function ServicesCard() {
  const services = useAppConfig().data?.services;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Services</CardTitle>
        <CardDescription>
          Outside services this server uses, as its configuration sets them up.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Services" className="grid gap-4">
          {SERVICES.map(({ key, name, without }) => {
            const setUp = services?.[key];
            return (
              <li key={key} className="grid gap-1">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium">{name}</span>
                  {setUp !== undefined && (
                    <Badge variant={setUp ? 'success' : 'warning'}>
                      {setUp ? 'Set up' : 'Not configured'}
                    </Badge>
                  )}
                </div>
                {setUp === false && (
                  <>
                    <p className="text-sm text-muted-foreground">{without}</p>
                    <p className="text-xs text-muted-foreground">{SET_UP_HINTS[key]}</p>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
