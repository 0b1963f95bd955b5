import ArgumentParser
import ListLabCLI

MemoryPolicy.apply()
InvariantChecks.applyEnvironment()
ListLab.main()
