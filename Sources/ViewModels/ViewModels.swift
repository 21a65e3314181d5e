public enum ViewModelsModule {}
