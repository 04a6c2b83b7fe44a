import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthResult, LoginInput } from '@vocakey/shared/auth';
import { api, type ApiError } from '@/lib/api-client';

export type { LoginInput };

export const login = (input: LoginInput) => api.post<AuthResult>('/auth/LearnerLogin', input);

export const useLogin = (options?: Omit<UseMutationOptions<AuthResult, ApiError, LoginInput>, 'mutationFn'>) =>
  useMutation({ ...options, mutationFn: login });
