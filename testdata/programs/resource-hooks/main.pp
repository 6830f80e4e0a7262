// Resource hooks run commands around a resource's operations; the
// customTimeouts option bounds them.
config "logFile" "string" {
  default = "hooks.log"
}

hook resource "logCreate" {
  command  = ["sh", "-c", "echo created ${args.name} >> ${logFile}"]
  onDryRun = true
}

hook resource "checkDelete" {
  command      = ["test", "-n", args.urn]
  ignoreErrors = true
}

hook error "retry" {
  command = ["sh", "-c", "echo ${args.failedOperation} failed: ${length(args.errors)} errors"]
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
  options {
    hooks = {
      beforeCreate = [logCreate]
      afterCreate  = [logCreate]
      beforeDelete = [checkDelete]
      onError      = [retry]
    }
    customTimeouts = {
      create = "2m"
      read   = "30s"
    }
  }
}

output "petName" {
  value = pet.id
}
