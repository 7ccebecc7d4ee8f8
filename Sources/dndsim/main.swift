import DnDSimulator
import DndsimCLI

// The `dndsim` tool: the command line of DndsimCLI with the scenes built into dndsim. A user's
// own executable does the same with its own catalog to run its Swift scenes through this interface.
Dndsim.main(scenes: SceneCatalog())
