config "settings" "object({device=object({deviceName=string, virtualName=string}), label=string})" {
}

output "summary" {
  value = "${settings.label}:${settings.device.deviceName}:${settings.device.virtualName}:${toJSON(settings)}"
}
