extension DeviceProfile {
  var handoffRadius: Double { 44 }
  var dragStackVisibleItems: Int { 5 }
}
