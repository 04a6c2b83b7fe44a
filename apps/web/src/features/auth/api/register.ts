import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthResult, RegisterInput } from '@vocakey/shared/auth';
import { api, type ApiError } from '@/lib/api-client';

export type { RegisterInput };

export const register = (input: RegisterInput) => api.post<AuthResult>('/auth/LearnerRegister', input);

export const useRegister = (options?: Omit<UseMutationOptions<AuthResult, ApiError, RegisterInput>, 'mutationFn'>) =>
  useMutation({ ...options, mutationFn: register });
