import { NativeSelect } from '@/components/ui/native-select';
import { useTrips } from '@/lib/queries/trips';

/** The select's value for "no trip": points go to the trip whose dates cover their day. */
const BY_DATE = '';

interface TripChoiceProps {
  id: string;
  value: number | null;
  onChange: (tripId: number | null) => void;
  describedBy?: string;
}

/** Which of the traveller's own trips a device records into, or the trip of each point's day. */
export function TripChoice({ id, value, onChange, describedBy }: TripChoiceProps) {
  const trips = useTrips();
  return (
    <NativeSelect
      id={id}
      value={value === null ? BY_DATE : String(value)}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value === BY_DATE ? null : Number(event.target.value))}
    >
      <option value={BY_DATE}>The trip on each point’s dates</option>
      {(trips.data ?? []).map((trip) => (
        <option key={trip.id} value={trip.id}>
          {trip.title}
        </option>
      ))}
    </NativeSelect>
  );
}
