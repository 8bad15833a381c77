// VitrineTestSupport
