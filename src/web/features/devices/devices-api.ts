import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getJson } from '@/lib/api';
import type { CreatedDevice, Device, DeviceApp } from '../../../common/contract/devices';

export interface NewDevice {
  name: string;
  app: DeviceApp;
  /** Null records into the trip whose dates cover each point's day. */
  tripId: number | null;
}

export type DeviceChange = Partial<Pick<NewDevice, 'name' | 'tripId'>>;

/** The signed-in traveller's devices, never with their tokens. */
export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/devices'],
    queryFn: () => getJson<Device[]>('/api/devices'),
    // When each last sent a point changes while the list is open.
    refetchInterval: 60_000,
  });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

export async function createDevice(device: NewDevice): Promise<CreatedDevice> {
  return (await apiRequest('POST', '/api/devices', device)).json();
}

export async function updateDevice(id: number, change: DeviceChange): Promise<Device> {
  return (await apiRequest('PATCH', `/api/devices/${id}`, change)).json();
}

export async function revokeDevice(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/devices/${id}`);
}
