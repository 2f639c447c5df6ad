/** The profile's calls as mocks, for the page tests: `vi.mock("./auth-api.ts", async () => (await import("./auth-api-mock.test-support.ts")).authApiMock())`. */
import { vi } from "vitest";

export const authApiMock = () => ({
  getProfile: vi.fn(),
  updateProfile: vi.fn(),
  changePassword: vi.fn(),
  sendEmailLink: vi.fn(),
  uploadAvatar: vi.fn(),
  exportMyData: vi.fn(),
  requestEmailChange: vi.fn(),
  confirmEmailChange: vi.fn(),
  deleteAccount: vi.fn(),
  AVATAR_FIELD: "file",
});
