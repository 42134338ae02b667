import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '@/components/ui/toast-error';
import { toast } from '@/components/ui/use-toast';
import type { CreatedDevice, Device } from '../../../common/contract/devices';
import {
  createDevice,
  type DeviceChange,
  devicesQueryOptions,
  type NewDevice,
  revokeDevice,
  updateDevice,
} from './devices-api';

function useRefreshDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: devicesQueryOptions().queryKey });
}

export function useCreateDevice(onCreated: (device: CreatedDevice) => void) {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (device: NewDevice) => createDevice(device),
    onSuccess: async (device) => {
      onCreated(device);
      await refresh();
    },
    onError: (error) => toastError('Could not add the device', error),
  });
}

export function useUpdateDevice(device: Device, onSaved: () => void) {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: (change: DeviceChange) => updateDevice(device.id, change),
    onSuccess: async () => {
      onSaved();
      toast({ title: 'Device saved' });
      await refresh();
    },
    onError: (error) => toastError('Could not save the device', error),
  });
}

export function useRevokeDevice(device: Device, onRevoked: () => void) {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: () => revokeDevice(device.id),
    onSuccess: async () => {
      onRevoked();
      toast({ title: 'Device revoked', description: `${device.name} can no longer send points.` });
      await refresh();
    },
    onError: (error) => toastError('Could not revoke the device', error),
  });
}
