// Headless
