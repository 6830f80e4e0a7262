// An attribute of a null object, outside any try: PCL fails, as the
// program must (TypeScript's ?.name gave undefined).
config "settings" "object({name=string, size=int})" {
  nullable = true
}

output name { value = settings.name }
