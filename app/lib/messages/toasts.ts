// The toasts' region (sonner adds its keyboard shortcut to the name).
export const toastTexts = { region: "Notifications", close: "Close notification" } as const;
